import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';
import { bookingCatalogueRoutes } from './booking-catalogue.routes';
import { diaryCoachesRoutes } from './diary-coaches.routes';
import { staffBookingsRoutes } from './staff-bookings.routes';

/** The staff portal's Bookings area: the diary of booked places, and running the diary itself. */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(staffBookingsRoutes, { bookings: services.staffBookings });
  await app.register(diaryCoachesRoutes, { coaches: services.diaryCoaches });
  await app.register(bookingCatalogueRoutes, { catalogue: services.bookingCatalogue });
};
