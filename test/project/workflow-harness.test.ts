// The example-workflow harness (support/workflow-*.ts) evaluates what the examples use the way
// GitHub does, and refuses anything else, so a new form in an example fails instead of passing.
import { describe, expect, it } from 'vitest'
import { dispatchEvent, pushEvent, scheduleEvent } from '../support/workflow-events.js'
import { condition, evaluate, interpolate } from '../support/workflow-expressions.js'
import { runWorkflow, type Workflow } from '../support/workflow-run.js'

const contexts = {
  github: { event_name: 'schedule', repository: 'octo-org/hello-world', event: {} },
  inputs: { 'dry-run': null, offset: null },
  steps: { list: { outputs: { count: '2', repositories: '["a/b","c/d"]' } } }
}

describe('expressions', () => {
  it('&& and || return an operand; == compares strings case-insensitively', () => {
    expect(evaluate("github.event_name == 'workflow_dispatch' && inputs.dry-run", contexts)).toBe(
      false
    )
    expect(evaluate("inputs.offset || '0'", contexts)).toBe('0')
    expect(evaluate('inputs.dry-run || false', contexts)).toBe(false)
    expect(evaluate("github.repository == 'Octo-Org/Hello-World'", contexts)).toBe(true)
    expect(evaluate("steps.list.outputs.count != '0'", contexts)).toBe(true)
    expect(evaluate('fromJSON(steps.list.outputs.repositories)', contexts)).toEqual(['a/b', 'c/d'])
    expect(interpolate('n=${{ steps.list.outputs.count }}, ${{ inputs.offset }}.', contexts)).toBe(
      'n=2, .'
    )
    expect(condition('${{ inputs.dry-run }}', contexts)).toBe(false)
  })

  it.each([
    "contains(github.repository, 'hello')",
    'success()',
    '!inputs.dry-run',
    "github['repository']",
    'github.repository_id',
    'matrix.repo',
    'vars.X',
    'steps.list.outputs.count == 2',
    'steps.list.outputs.count < 3'
  ])('refuses %s', (expression) => {
    expect(() => evaluate(expression, contexts)).toThrow(/not supported by the test harness/)
  })

  it('refuses an object in a string and an if: mixing text and ${{ }}', () => {
    expect(() => interpolate('${{ steps.list }}', contexts)).toThrow(/object or array/)
    expect(() => condition('x ${{ inputs.offset }}', contexts)).toThrow(/mixing/)
  })
})

/** A workflow with no step of ours: the harness runs it without starting the action. */
function workflow(jobs: Workflow['jobs'], on: unknown = { workflow_dispatch: null }): Workflow {
  return { name: 'test', on, jobs }
}
const run = (w: Workflow, event = dispatchEvent(), simulate = {}) =>
  runWorkflow(w, { event, secrets: {}, travisUrl: 'http://127.0.0.1:1', simulate })

describe('workflows', () => {
  it('a matrix from fromJSON of a job output runs once per entry, in order', async () => {
    const result = await run(
      workflow({
        list: { outputs: { all: '${{ steps.x.outputs.all }}' }, steps: [{ id: 'x', run: 'x' }] },
        each: {
          needs: 'list',
          strategy: { matrix: { repo: '${{ fromJSON(needs.list.outputs.all) }}' } },
          steps: [{ name: 'for ${{ matrix.repo }}', run: 'echo ${{ matrix.repo }}' }]
        }
      }),
      dispatchEvent(),
      { x: () => ({ all: '["a/b","c/d"]' }) }
    )
    const each = result.jobs.filter((job) => job.job === 'each')
    expect(each.map((job) => job.steps[0]?.script)).toEqual(['echo a/b', 'echo c/d'])
    expect(each.map((job) => job.steps[0]?.name)).toEqual(['for a/b', 'for c/d'])
  })

  it('refuses what it does not emulate', async () => {
    const steps = [{ run: 'x' }]
    await expect(run(workflow({ a: { steps } }), pushEvent())).rejects.toThrow(
      /does not run on push/
    )
    await expect(run(workflow({ a: { steps } }), dispatchEvent({ nope: true }))).rejects.toThrow(
      /no input nope/
    )
    await expect(
      run(
        workflow({ a: { steps } }, { schedule: [{ cron: '1 * * * *' }] }),
        scheduleEvent('2 * * * *')
      )
    ).rejects.toThrow(/no schedule/)
    const include = {
      strategy: { matrix: { include: [{ a: 1 }] } },
      steps
    } as Workflow['jobs'][string]
    await expect(run(workflow({ a: include }))).rejects.toThrow(/matrix include not supported/)
    const onError = {
      steps: [{ run: 'x', 'continue-on-error': true }]
    } as unknown as Workflow['jobs'][string]
    await expect(run(workflow({ a: onError }))).rejects.toThrow(/continue-on-error, not supported/)
    await expect(
      run(workflow({ a: { steps } }), dispatchEvent(), { y: () => ({}) })
    ).rejects.toThrow(/hooks never used: y/)
  })
})
