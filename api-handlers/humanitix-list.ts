// POST /api/humanitix/list - upcoming events for the event list, soonest first, optionally only names holding `filter`
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { EventsUnavailableError, listUpcomingEvents } from '@/lib/integrations/humanitix';

export default defineCall({
  path: 'humanitix/list',
  method: 'POST',
  access: 'public',
  input: z.object({ filter: z.string().max(120).optional() }).strict(),
  async handler({ filter }, { now }) {
    try {
      return await listUpcomingEvents({ filter, now });
    } catch (error) {
      if (error instanceof EventsUnavailableError) {
        throw new AppError('unavailable', 'Events cannot be shown right now. Please try again later.');
      }
      throw error;
    }
  },
});
