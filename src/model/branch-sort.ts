// How branches may be sorted: the fields travis-api sorts branches by (`queries/branches.rb`
// sortable_by), in the action's own spelling of the host field (host-field.ts).

export type SortField = 'name' | 'last_build' | 'exists_on_host' | 'default_branch'

export interface SortTerm {
  field: SortField
  descending: boolean
}
