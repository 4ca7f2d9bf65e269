import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { galleryResponse } from '@app/shared/schemas/gallery';
import { api, type Contract } from '@/lib/api-client';

/** Twelve photos a page (docs/product.md, screens). */
export const GALLERY_PAGE_SIZE = 12;

export function galleryQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['gallery', page],
    queryFn: () =>
      api<Contract<typeof galleryResponse>>(
        `/photos/gallery?limit=${GALLERY_PAGE_SIZE}&skip=${page * GALLERY_PAGE_SIZE}`,
      ),
  });
}

export function useGallery(page: number) {
  return useQuery({ ...galleryQueryOptions(page), placeholderData: keepPreviousData });
}
