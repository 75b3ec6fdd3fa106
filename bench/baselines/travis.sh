# What every bash baseline starts with: curl with the Travis CI API v3 headers, failing on an error
# status. TRAVIS_API, TRAVIS_TOKEN and REPO come from the environment.
set -euo pipefail
repo_path="/repo/${REPO//\//%2F}"
travis() {
  curl -sSf -H 'Travis-API-Version: 3' -H "Authorization: token $TRAVIS_TOKEN" \
    -H 'Content-Type: application/json' "$@"
}
