# Rotate the key pair with GitHub, one request after the other: read the Travis key pair and the
# deploy keys, make a 2048-bit RSA key with ssh-keygen, add it as a deploy key, install it on
# Travis, remove the previous deploy key (titled 'Travis CI deploy key …'); the new key on stdout.
source "$(dirname "$0")/travis.sh"
title='Travis CI deploy key'
github() {
  curl -sSf -H "Authorization: token $GITHUB_TOKEN" -H 'Accept: application/vnd.github+json' "$@"
}
keys_url="$GITHUB_API/repos/$GITHUB_REPOSITORY/keys"
method=PATCH
travis -o /dev/null "$TRAVIS_API$repo_path/key_pair" || method=POST
previous="$(github "$keys_url?per_page=100" |
  jq -r --arg title "$title" '[.[] | select(.title | startswith($title))][0].id // empty')"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
ssh-keygen -q -t rsa -b 2048 -m PEM -N '' -C '' -f "$dir/key"
added="$(jq -n --arg key "$(cat "$dir/key.pub")" --arg title "$title $(date -u +%F)" \
  '{title: $title, key: $key, read_only: true}' | github -X POST -d @- "$keys_url")"
jq -n --rawfile key "$dir/key" '{"key_pair.value": $key}' |
  travis -X "$method" -d @- "$TRAVIS_API$repo_path/key_pair" >/dev/null
[ -n "$previous" ] && github -X DELETE "$keys_url/$previous"
jq -c '{id, key}' <<<"$added"
