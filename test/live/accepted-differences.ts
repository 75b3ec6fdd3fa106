// Where the fake may answer otherwise than travis-api, and why: the one place such differences are
// listed (the conformance test fails on any other, and on an entry that no longer matches).
export interface AcceptedDifference {
  /** `METHOD /path?query` of the requests it applies to. */
  requests: RegExp
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
    requests: /\/requests$|\/request\/\{buildRequest\}/,
    where: /^body\.(request\.)?(id|@href)$/,
    reason:
      "Request ids: the kit's seeder makes a request for every seeded build (lib/seeder.rb), the fake's seed none, so the new request's id is later on the kit. Ids are sequence values, not behaviour; the action follows the id the 202 names."
  },
  {
    requests: /\/requests\?limit=1$/,
    where:
      /^body\.(requests\[0\]\.(id|@href)|@pagination\.(count|is_last|next|last\.@href|last\.offset))$/,
    reason:
      "The same seeded requests in the listing: the kit holds one request per seeded build (lib/seeder.rb) besides the one the probes sent, the fake only that one, so the count, the pages after the first and the request's id differ. Both list newest first (queries/requests.rb `order(id: :desc)`): the one request shown is the probes' own on both (its other fields agree), the newest of what trigger-build reads after a lost POST answer."
  },
  {
    requests: /\/requests$/,
    where: /^body\.request\.repository\.id$/,
    reason:
      "The 202's payload names the repository by its GitHub id (queries/request.rb schedule: `repository.github_id || repository.vcs_id`), which the kit's seeder sets to 3000 + id and the fake does not keep. The action reads only request.id and remaining_requests."
  }
]
