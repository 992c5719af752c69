/** The generation job (POST /api/generate-content answers its id). */
export const GENERATE_JOB = 'content.generate';
