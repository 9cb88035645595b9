import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses request input with a zod schema; a failure is a 400 naming the first bad field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, where: string): z.infer<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const detail = issue?.message ?? 'is invalid';
  throw new AppError(400, `Invalid ${where}: ${field} ${detail.charAt(0).toLowerCase()}${detail.slice(1)}.`, 'VALIDATION_FAILED');
}
