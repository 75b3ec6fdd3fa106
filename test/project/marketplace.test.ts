// Issue 21, item 1: action.yml passes what the GitHub Marketplace checks when a release is
// published to it, so the listing is not refused on the release page, after the tag exists.
//
// - name, description: required ("Metadata syntax reference", docs.github.com/en/actions/reference/
//   workflows-and-actions/metadata-syntax). The docs give no length; the Marketplace's release form
//   refuses a longer description with "Description must be less than 125 characters.", so the
//   test keeps it under 125.
// - branding.color: one of the nine colours of that page's `branding.color`.
// - branding.icon: a Feather icon from that page's "Exhaustive list of all currently supported
//   icons" (Feather v4.28.0 without the brand icons and the 13 omitted ones), copied below.
// - author: optional for GitHub; the project's own rule is that it names the project, as
//   package.json and the LICENSE do.
//
// What the Marketplace also requires but a test cannot see: a name no other listed action, user,
// organisation or category holds ("Publishing actions in GitHub Marketplace").
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Metadata {
  name?: unknown
  description?: unknown
  author?: unknown
  branding?: { icon?: unknown; color?: unknown }
}

const read = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const action = parse(read('action.yml')) as Metadata
const manifest = JSON.parse(read('package.json')) as { author?: unknown }

const MARKETPLACE_DESCRIPTION_LIMIT = 125 // "must be less than 125 characters"

const COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']

const ICONS = `activity airplay alert-circle alert-octagon alert-triangle align-center align-justify
  align-left align-right anchor aperture archive arrow-down-circle arrow-down-left arrow-down-right
  arrow-down arrow-left-circle arrow-left arrow-right-circle arrow-right arrow-up-circle
  arrow-up-left arrow-up-right arrow-up at-sign award bar-chart-2 bar-chart battery-charging
  battery bell-off bell bluetooth bold book-open book bookmark box briefcase calendar camera-off
  camera cast check-circle check-square check chevron-down chevron-left chevron-right chevron-up
  chevrons-down chevrons-left chevrons-right chevrons-up circle clipboard clock cloud-drizzle
  cloud-lightning cloud-off cloud-rain cloud-snow cloud code command compass copy corner-down-left
  corner-down-right corner-left-down corner-left-up corner-right-down corner-right-up
  corner-up-left corner-up-right cpu credit-card crop crosshair database delete disc dollar-sign
  download-cloud download droplet edit-2 edit-3 edit external-link eye-off eye fast-forward
  feather file-minus file-plus file-text file film filter flag folder-minus folder-plus folder
  gift git-branch git-commit git-merge git-pull-request globe grid hard-drive hash headphones
  heart help-circle home image inbox info italic layers layout life-buoy link-2 link list loader
  lock log-in log-out mail map-pin map maximize-2 maximize menu message-circle message-square
  mic-off mic minimize-2 minimize minus-circle minus-square minus monitor moon more-horizontal
  more-vertical move music navigation-2 navigation octagon package paperclip pause-circle pause
  percent phone-call phone-forwarded phone-incoming phone-missed phone-off phone-outgoing phone
  pie-chart play-circle play plus-circle plus-square plus pocket power printer radio refresh-ccw
  refresh-cw repeat rewind rotate-ccw rotate-cw rss save scissors search send server settings
  share-2 share shield-off shield shopping-bag shopping-cart shuffle sidebar skip-back
  skip-forward slash sliders smartphone speaker square star stop-circle sun sunrise sunset table
  tablet tag target terminal thermometer thumbs-down thumbs-up toggle-left toggle-right trash-2
  trash trending-down trending-up triangle truck tv type umbrella underline unlock upload-cloud
  upload user-check user-minus user-plus user-x user users video-off video voicemail volume-1
  volume-2 volume-x volume watch wifi-off wifi wind x-circle x-square x zap-off zap zoom-in
  zoom-out`.split(/\s+/)

describe('action.yml for the GitHub Marketplace', () => {
  it('has a one-line name', () => {
    expect(typeof action.name).toBe('string')
    expect(String(action.name).trim()).not.toBe('')
    expect(String(action.name)).not.toMatch(/\n/)
  })

  it(`has a one-line description under ${MARKETPLACE_DESCRIPTION_LIMIT} characters`, () => {
    const description = String(action.description ?? '')
    expect(description.trim()).not.toBe('')
    expect(description).not.toMatch(/\n/)
    expect(description.length).toBeLessThan(MARKETPLACE_DESCRIPTION_LIMIT)
  })

  it('names the project as its author, as package.json does', () => {
    expect(action.author).toBe('travis-repo-action contributors')
    expect(manifest.author).toBe(action.author)
  })

  it('has branding GitHub accepts: a supported Feather icon and one of its nine colours', () => {
    expect(ICONS).toHaveLength(257) // the list on that page, as copied
    expect(ICONS).toContain(action.branding?.icon)
    expect(COLORS).toContain(action.branding?.color)
  })
})
