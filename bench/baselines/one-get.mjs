// The one-line fetch GET the start-up row compares with: the repository's settings, printed.
const { TRAVIS_API, REPO = '', TRAVIS_TOKEN } = process.env
console.log(
  JSON.stringify(
    await (
      await fetch(`${TRAVIS_API}/repo/${encodeURIComponent(REPO)}/settings`, {
        headers: { 'Travis-API-Version': '3', Authorization: `token ${TRAVIS_TOKEN}` }
      })
    ).json()
  )
)
