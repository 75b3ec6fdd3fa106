# Delete the caches of BRANCHES (comma separated) last modified more than OLDER_THAN days ago, one
# branch and one cache after the other; the deleted on stdout.
source "$(dirname "$0")/travis.sh"
cutoff="$(date -u -d "$OLDER_THAN days ago" +%Y-%m-%dT%H:%M:%SZ)"
deleted='[]'
IFS=, read -ra branches <<<"$BRANCHES"
for branch in "${branches[@]}"; do
  old="$(travis -G --data-urlencode "branch=$branch" "$TRAVIS_API$repo_path/caches" |
    jq -c --arg cutoff "$cutoff" --arg branch "$branch" \
      '[.caches[] | select(.last_modified < $cutoff) | {name, branch: $branch, size}]')"
  for name in $(jq -r '.[].name' <<<"$old"); do
    travis -X DELETE -G --data-urlencode "branch=$branch" --data-urlencode "match=$name" \
      "$TRAVIS_API$repo_path/caches" >/dev/null
  done
  deleted="$(jq -c --argjson old "$old" '. + $old' <<<"$deleted")"
done
echo "$deleted"
