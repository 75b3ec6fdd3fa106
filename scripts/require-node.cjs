// The first command of every package script that needs Node 24 (package.json): on an older Node
// it stops at once with one line saying what it found, what is needed and how to get it, instead
// of a test failing minutes later on a behaviour that changed between Node versions.
// CommonJS in old syntax on purpose: it must parse and run on any Node a machine may have.
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict'
var fs = require('fs')
var path = require('path')

var wanted = fs.readFileSync(path.join(__dirname, '..', '.node-version'), 'utf8').trim()
var needed = Number(wanted.replace(/^v/, '').split('.')[0])
var found = process.versions.node

if (!(Number(found.split('.')[0]) >= needed)) {
  process.stderr.write(
    `This project needs Node.js ${needed} or newer (.node-version says ${wanted}); ` +
      `found v${found} (${process.execPath}). Install it with a version manager that reads ` +
      `.node-version (fnm use, nvm install ${needed}, volta install node@${needed}) or from ` +
      `https://nodejs.org, or run bash .ci/run, which fetches Node ${needed} itself.\n`
  )
  process.exit(1)
}
