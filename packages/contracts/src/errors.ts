import { z } from 'zod';

/** Every error answer: `{ error: { code, title, message } }` with the catalogue's texts. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), title: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
