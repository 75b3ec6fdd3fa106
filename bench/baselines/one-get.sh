# The start-up row's curl + jq GET: the repository's settings, printed.
source "$(dirname "$0")/travis.sh"
travis "$TRAVIS_API$repo_path/settings" | jq -c .
