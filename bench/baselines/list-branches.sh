# Every branch, sorted by name (with recent builds when INCLUDE_RECENT_BUILDS=true), a page at a
# time until the last; one JSON array on stdout.
source "$(dirname "$0")/travis.sh"
include=''
[ "${INCLUDE_RECENT_BUILDS:-}" = true ] && include='&include=branch.recent_builds'
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
every_page "$TRAVIS_API$repo_path/branches?sort_by=name$include" "$pages"
jq -cs '[.[].branches[]]' "$pages"/*.json
