#!/usr/bin/env node
// The `deck-lab` command (package.json "bin", `npm run cli`): the built command line, built first
// when dist-cli/ is missing or older than a source (build/node-bundle.mjs).
import { runBuilt } from '../build/node-bundle.mjs'

await runBuilt('deck-lab')
