// The journal's data: what the Journal tab asks of the API and reads.
export {
  deleteJournalEntry,
  journalPath,
  loadJournal,
  saveJournalEntry,
  selectJournal,
  selectJournalEntry,
} from './journal.ts'
export { type JournalList, journalActions, matchesQuery } from './journal-slice.ts'
