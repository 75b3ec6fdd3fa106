// What one check finds as it goes: the messages of travis-yml's two phases over the config
// (doc/change, then doc/validate: travis-yml answers Change's first) and what the fake met
// outside the subset it models.

/** @typedef {import('./messages.mjs').Message} Message */

export class Report {
  /** @param {string[]} unmodelled what the YAML reading met already (kept as it noted it) */
  constructor(unmodelled) {
    this.unmodelled = unmodelled
    /** @type {Message[]} the Change phase's messages (doc/change) */
    this.changeMsgs = []
    /** @type {Message[]} the Validate phase's messages (doc/validate) */
    this.validateMsgs = []
  }

  /** @param {string} what */
  note(what) {
    if (!this.unmodelled.includes(what)) this.unmodelled.push(what)
  }

  /**
   * @param {Message['level']} level
   * @param {string} key
   * @param {string} code
   * @param {Record<string, unknown>} args
   * @param {number | null} line
   */
  change(level, key, code, args, line) {
    this.changeMsgs.push({ level, key, code, args, line })
  }

  /**
   * @param {Message['level']} level
   * @param {string} key
   * @param {string} code
   * @param {Record<string, unknown>} args
   * @param {number | null} line
   */
  validate(level, key, code, args, line) {
    this.validateMsgs.push({ level, key, code, args, line })
  }

  /** @returns {Message[]} in travis-yml's order */
  messages() {
    return [...this.changeMsgs, ...this.validateMsgs]
  }
}
