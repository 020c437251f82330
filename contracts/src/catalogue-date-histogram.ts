import { z } from 'zod';

/**
 * Results by date (issue 23): bars of centuries, decades, years or months, whichever the results'
 * dates span (a century bar chosen, its decades come next...). A record counts in every bar its
 * [start, end] meets, exactly as the date filter of that bar finds it, so a bar's count is the
 * number of results its filter gives; undated records are in no bar. The call is in catalogue-api.ts.
 */
export const DATE_SCALES = ['century', 'decade', 'year', 'month'] as const;
export type DateScale = (typeof DATE_SCALES)[number];

export const dateBarSchema = z.object({
  key: z.number().int().describe('First year of the bar (century, decade, year) or year * 12 + month index'),
  from: z.string().describe('The date filter input of its first day or year (date-filter.ts)'),
  to: z.string().describe('The date filter input of its last day or year'),
  count: z.number().int().describe('Results whose dates meet the bar'),
});
export type DateBar = z.infer<typeof dateBarSchema>;

export const dateHistogramResponseSchema = z.object({
  scale: z.enum(DATE_SCALES),
  bars: z.array(dateBarSchema).describe('Every bar from the first dated result to the last, empty ones too'),
  dated: z.number().int().describe('Results with a date'),
});
export type DateHistogram = z.infer<typeof dateHistogramResponseSchema>;
