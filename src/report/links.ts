// Links from the job summary to where a user sees what the action read or changed: the
// repository's pages in Travis CI's web app, derived from 'api-url' only where its form is known,
// and the repository's deploy keys on GitHub, from the runner's server URL. A page that cannot be
// known is left out rather than guessed (docs/travis-api.md#web-pages).
import type { Connection } from '../model/repository.js'
import { escapeHtml } from './format.js'

/** The repository's pages; null where the action cannot know the address. */
export interface RepositoryPages {
  travisSettings: string | null
  travisCaches: string | null
  travisBranches: string | null
  /** The builds page; a build's page is `{travisBuilds}/{id}` (travis-web `router.js`). */
  travisBuilds: string | null
  /** Where a job's page is, `{travisJobs}/{id}` (travis-web `router.js`: `jobs/:job_id`). */
  travisJobs: string | null
  githubDeployKeys: string | null
}

export const NO_PAGES: RepositoryPages = {
  travisSettings: null,
  travisCaches: null,
  travisBranches: null,
  travisBuilds: null,
  travisJobs: null,
  githubDeployKeys: null
}

/** travis-ci.com's API and its web app (docs/travis-api.md#web-pages). */
const HOSTED = { api: 'https://api.travis-ci.com', web: 'https://app.travis-ci.com' }
/** travis-web's provider segments (config/providers.js `urlPrefix`); an empty one means github. */
const WEB_PROVIDERS = ['github', 'bitbucket', 'gitlab', 'assembla']
const DEFAULT_SERVER_URL = 'https://github.com'

/**
 * The pages of the connection's repository. `githubServerUrl`: the runner's GITHUB_SERVER_URL
 * (https://github.com when unset).
 */
export function repositoryPages(
  connection: Pick<Connection, 'apiUrl' | 'repo' | 'provider'>,
  githubServerUrl: string | undefined
): RepositoryPages {
  const { repo, provider } = connection
  if (repo.kind !== 'slug') return NO_PAGES
  const path = `${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}`
  const web = travisWeb(connection.apiUrl)
  const segment = provider === '' ? 'github' : provider
  const travis =
    web !== null && WEB_PROVIDERS.includes(segment) ? `${web.base}/${segment}/${path}` : null
  const github = segment === 'github' ? baseOf(githubServerUrl || DEFAULT_SERVER_URL) : null
  return {
    travisSettings: travis === null ? null : `${travis}/settings`,
    travisCaches: travis === null || !web?.caches ? null : `${travis}/caches`,
    travisBranches: travis === null ? null : `${travis}/branches`,
    travisBuilds: travis === null ? null : `${travis}/builds`,
    travisJobs: travis === null ? null : `${travis}/jobs`,
    githubDeployKeys: github === null ? null : `${github}/${path}/settings/keys`
  }
}

/**
 * Travis CI's web app for an API URL: travis-ci.com's, or an Enterprise installation's, whose API
 * is served under /api of the web app's address. Its caches page exists only on travis-ci.com
 * (travis-web config/environment.js sets `endpoints.caches` there alone). Null for any other form.
 */
function travisWeb(apiUrl: string): { base: string; caches: boolean } | null {
  if (apiUrl === HOSTED.api) return { base: HOSTED.web, caches: true }
  const url = parsed(apiUrl)
  if (url === null || !url.pathname.endsWith('/api')) return null
  return { base: `${url.origin}${url.pathname.slice(0, -'/api'.length)}`, caches: false }
}

/** An http(s) URL without its trailing slashes; null for anything else. */
function baseOf(text: string): string | null {
  const url = parsed(text)
  return url === null ? null : `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

function parsed(text: string): URL | null {
  try {
    const url = new URL(text)
    return ['http:', 'https:'].includes(url.protocol) && url.search === '' && url.hash === ''
      ? url
      : null
  } catch {
    return null
  }
}

/** The pages that show what an operation read or changed, as [label, address]. */
export function pagesFor(operation: string, pages: RepositoryPages): Array<[string, string]> {
  const travis = (page: string | null, label: string): Array<[string, string]> =>
    page === null ? [] : [[`${label} on Travis CI`, page]]
  switch (operation) {
    case 'list-caches':
    case 'delete-caches':
      return travis(pages.travisCaches, 'caches')
    case 'list-branches':
      return travis(pages.travisBranches, 'branches')
    case 'list-repositories':
      return []
    case 'list-builds':
    case 'trigger-build':
    case 'wait-for-build':
    case 'restart-build':
    case 'cancel-build':
      return travis(pages.travisBuilds, 'builds')
    case 'rotate-key-pair':
      return [
        ...travis(pages.travisSettings, 'settings'),
        ...(pages.githubDeployKeys === null
          ? []
          : [['deploy keys on GitHub', pages.githubDeployKeys] as [string, string]])
      ]
    default:
      // The key pair and the settings operations: both are on the settings page.
      return travis(pages.travisSettings, 'settings')
  }
}

/** `<p>Open: <a …>settings on Travis CI</a> · …</p>`, or '' when there is no page to open. */
export function pagesLine(operation: string, pages: RepositoryPages): string {
  const links = pagesFor(operation, pages).map(
    ([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  )
  return links.length === 0 ? '' : `<p>Open: ${links.join(' · ')}</p>\n`
}
