# An owner's repositories, active or not, newest first, a page at a time until the last; the
# slugs as one JSON array on stdout.
source "$(dirname "$0")/travis.sh"
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
offset=0
while :; do
  page="$pages/$(printf '%08d' "$offset").json"
  travis "$TRAVIS_API/owner/$OWNER/repos?sort_by=id:desc&limit=100&offset=$offset" >"$page"
  [ "$(jq '."@pagination".is_last' "$page")" = true ] && break
  offset=$((offset + 100))
done
jq -cs '[.[].repositories[].slug]' "$pages"/*.json
