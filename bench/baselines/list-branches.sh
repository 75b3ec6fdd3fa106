# Every branch, sorted by name (with recent builds when INCLUDE_RECENT_BUILDS=true), a page at a
# time until the last; one JSON array on stdout.
source "$(dirname "$0")/travis.sh"
include=''
[ "${INCLUDE_RECENT_BUILDS:-}" = true ] && include='&include=branch.recent_builds'
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
offset=0
while :; do
  page="$pages/$(printf '%08d' "$offset").json"
  travis "$TRAVIS_API$repo_path/branches?sort_by=name$include&limit=100&offset=$offset" >"$page"
  [ "$(jq '."@pagination".is_last' "$page")" = true ] && break
  offset=$((offset + 100))
done
jq -cs '[.[].branches[]]' "$pages"/*.json
