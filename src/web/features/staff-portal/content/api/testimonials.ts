import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTestimonialResponse,
  adminTestimonialsResponse,
  type TestimonialCreateBody,
  type TestimonialPatchBody,
} from '@/core/contracts/testimonials';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const TESTIMONIALS_PATH = '/api/staff/content/testimonials';

/** GET /api/staff/content/testimonials: every quote, hidden ones too, by page and order. */
export const testimonialsQuery = getQuery(queryKeys.testimonials(), adminTestimonialsResponse);

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.testimonials() });
}

/** POST /api/staff/content/testimonials. */
export function useAddTestimonial() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TestimonialCreateBody) =>
      apiRequest(TESTIMONIALS_PATH, { method: 'POST', json: body, schema: adminTestimonialResponse }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/staff/content/testimonials/{id}. */
export function useUpdateTestimonial() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (args: { id: string; patch: TestimonialPatchBody }) =>
      apiRequest(`${TESTIMONIALS_PATH}/${args.id}`, {
        method: 'PATCH',
        json: args.patch,
        schema: adminTestimonialResponse,
      }),
    onSuccess: invalidate,
  });
}
