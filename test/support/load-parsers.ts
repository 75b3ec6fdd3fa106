// vitest setup: what the action loads on demand before it reads its inputs (main.ts
// loadInputParsers), loaded once for every test that reads inputs without main.
import { loadYaml } from '../../src/inputs/yaml.js'

await loadYaml()
