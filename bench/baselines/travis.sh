# What every bash baseline starts with: curl with the Travis CI API v3 headers, failing on an error
# status. TRAVIS_API, TRAVIS_TOKEN and REPO come from the environment.
set -euo pipefail
repo_path="/repo/${REPO//\//%2F}"
travis() {
  curl -sSf -H 'Travis-API-Version: 3' -H "Authorization: token $TRAVIS_TOKEN" \
    -H 'Content-Type: application/json' "$@"
}
# Every page of the listing at the URL $1 (whose query takes &limit and &offset), a page at a time
# until the last, as files in page order in the folder $2.
every_page() {
  local offset=0 page
  while :; do
    page="$2/$(printf '%08d' "$offset").json"
    travis "$1&limit=100&offset=$offset" >"$page"
    [ "$(jq '."@pagination".is_last' "$page")" = true ] && break
    offset=$((offset + 100))
  done
}
