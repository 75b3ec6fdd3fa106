# Settings as code: read the settings, then change each one that differs from DESIRED (a JSON
# object {name: value}), one after the other; the changes on stdout.
source "$(dirname "$0")/travis.sh"
changes="$(travis "$TRAVIS_API$repo_path/settings" | jq -c --argjson desired "$DESIRED" \
  '[.settings[] | select(.name | in($desired)) | select($desired[.name] != .value)
    | {name, from: .value, to: $desired[.name]}]')"
for name in $(jq -r '.[].name' <<<"$changes"); do
  value="$(jq -c --arg name "$name" '.[] | select(.name == $name) | .to' <<<"$changes")"
  travis -X PATCH -d "{\"setting.value\": $value}" "$TRAVIS_API$repo_path/setting/$name" >/dev/null
done
echo "$changes"
