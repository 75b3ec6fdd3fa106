import { failOnStrayRejection, run } from './main.js'

process.on('unhandledRejection', failOnStrayRejection)

await run()
