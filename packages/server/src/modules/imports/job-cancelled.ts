/** The job was cancelled while a chunk was being imported: nothing of the chunk is kept. */
export class JobCancelled extends Error {}
