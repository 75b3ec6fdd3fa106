# An owner's repositories, active or not, newest first, a page at a time until the last; the
# slugs as one JSON array on stdout.
source "$(dirname "$0")/travis.sh"
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
every_page "$TRAVIS_API/owner/$OWNER/repos?sort_by=id:desc" "$pages"
jq -cs '[.[].repositories[].slug]' "$pages"/*.json
