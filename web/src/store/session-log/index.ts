// The session log's data: what the chronicle's Log tab asks of the API and reads.
export { loadSessionLog, selectSessionLog, sessionLogRequestKey } from './session-log.ts'
export { type ChronicleLog, sessionLogActions } from './session-log-slice.ts'
