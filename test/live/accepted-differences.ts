// Where the fake may answer otherwise than travis-api, and why: the one place such differences are
// listed (the conformance test fails on any other, and on an entry that no longer matches).
export interface AcceptedDifference {
  /** `METHOD /path?query` of the requests it applies to. */
  requests: RegExp
  /**
   * The labels of the probes it applies to, when the request line alone does not say (the same
   * read before and after a control step).
   */
  labels?: RegExp
  /** Where in the answer (status, header …, body.…). */
  where: RegExp
  /** The two values, when only some differences at that place are accepted. */
  values?: { fake: RegExp; real: RegExp }
  reason: string
}

export const ACCEPTED: AcceptedDifference[] = [
  {
    requests: /\/caches/,
    where: /^body\.caches\[\d+\]\.branch$/,
    values: { fake: /^"deps\+update"$/, real: /^"deps update"$/ },
    reason:
      "The kit's S3 store (s3rver 3.7.1) ignores ListObjects' encoding-type=url and lists keys raw, and the AWS SDK then decodes a literal + as a space; Amazon S3 encodes + as %2B, so travis-api shows deps+update there (the key holds + only with GCS, or with S3 under SigV2 as a space: docs/travis-api.md#cache-keys). The fake shows the key as stored."
  },
  {
    requests: /\/builds\?|\/build\/\{mainBuild\}/,
    where: /^body\.(builds\[\d+\]\.)?(commit\.(sha|message|compare_url|committed_at)|updated_at)$/,
    reason:
      "A seeded build's commit and update time are data each server was given, not behaviour: the kit's seeder writes a commit of its own for every build (lib/seeder.rb: its sha, `commit N on <branch>`, a compare URL, committed 10 s before the build) and stamps updated_at with the seed time; the fake's seeded builds carry no commit. A build the API made (a request taken) carries the request's message on both. The action shows the message and passes the rest through."
  },
  {
    requests: /\/requests\?limit=1$/,
    where: /^body\.@pagination\.(count|is_last|next|last\.@href|last\.offset)$/,
    reason:
      "The seeded requests in the listing: the kit holds one request per seeded build (lib/seeder.rb add_build) besides the ones the probes sent, the fake only those (test/live/seed.ts spends their ids, so the ids agree), so the count and the pages after the first differ. Both list newest first (queries/requests.rb `order(id: :desc)`): the one request shown is the probes' own on both (its fields agree), the newest of what trigger-build reads after a lost POST answer."
  },
  {
    requests: /^GET \/(job\/\{unitJob\}|build\/\{stagedBuild\}\?)/,
    labels: /^(a restarted job|a build after a job restart)$/,
    where:
      /^body\.((build\.)?(state|duration|started_at|finished_at)|((jobs\[\d+\]\.)?stage|stages\[\d+\])\.(state|started_at))$/,
    values: {
      fake: /^(null|"created")$/,
      real: /^("failed"|"started"|\d+|"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")$/
    },
    reason:
      "After a job restart: travis-hub propagates the restart to the job's stage and from there to its build (travis-hub c9a2154 lib/travis/hub/model/job.rb L37, L142-145 `propagate`; stage.rb L11, L39-41, L53-56, L81-83; build.rb L36, L72-79, L96-99), so both go back to created with their times and the build's duration cleared, and the fake does so. The kit's hub stand-in (lib/pipeline.rb `restart_jobs`) restarts the job alone and derives its stage from the jobs (`refresh_stages`: started, as the siblings ran), leaving the build as it was (failed, its times kept). The job itself (created, times cleared, restarted_at set, its log emptied) agrees. The action must take either: a build whose job was restarted may still read finished."
  },
  {
    requests: /^POST \/repo\/[^/]+\/request\/config$/,
    labels: /invalid YAML/,
    where: /^body\.error_message$/,
    values: {
      fake: /^"\{\\"error\\":\{\\"type\\":\\"parse_error\\",\\"message\\":\\"\(<unknown>\): /,
      real: /^"\{\\"error\\":\{\\"type\\":\\"parse_error\\",\\"message\\":\\"\(<unknown>\): /
    },
    reason:
      "A preview of invalid YAML: travis-yml answers 400 parse_error with Psych's (libyaml's) text, which travis-api passes on as the client_error's message (queries/request_preview.rb `handle_errors`); the fake parses with the yaml package, whose texts and positions differ (libyaml: \"did not find expected ',' or ']' while parsing a flow sequence at line 1 column 11\"). Both are parse_error with `(<unknown>): ` and the parser's own words; the action parses the file itself first and reports its own line and column, so it never relies on this text."
  }
]
