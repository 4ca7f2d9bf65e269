import type { QueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { useState } from 'react';
import type { GalleryPhoto } from '@app/shared/schemas/gallery';
import { galleryQueryOptions, useGallery } from '@/features/gallery/api/get-gallery';
import { PhotoViewer } from '@/features/gallery/components/photo-viewer';
import { t } from '@/lib/i18n';

export function prefetchData(client: QueryClient) {
  return client.prefetchQuery(galleryQueryOptions(0));
}

/** /photos (docs/product.md, screens): the members' wash photos, on a dark page. */
export function PhotosRoute() {
  const words = t.gallery;
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<GalleryPhoto | null>(null);
  const { data, isPending, isError, refetch } = useGallery(page);

  return (
    // Dark down to the bottom of the screen and of the layout's own bottom padding.
    <div className="-mb-10 min-h-[calc(100dvh-4rem)] bg-slate-950 pb-10 text-slate-100">
      <div className="mx-auto w-full max-w-5xl p-4">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-white">
          <Images aria-hidden="true" className="h-6 w-6 text-sky-300" />
          {words.title}
        </h1>
        <p className="mt-1 text-slate-300">{words.intro}</p>

        {isPending ? (
          <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="aspect-square animate-pulse rounded-xl bg-slate-800" />
            ))}
          </div>
        ) : isError && !data ? (
          <div className="mt-4 space-y-2">
            <p role="alert" className="rounded-xl border border-red-400 bg-red-950 px-4 py-3 text-red-100">
              {words.loadError}
            </p>
            <button type="button" onClick={() => refetch()} className="btn-secondary flex">
              {t.common.retry}
            </button>
          </div>
        ) : data.photos.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-slate-900 p-8 text-center text-slate-200">{words.empty}</p>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {data.photos.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(photo)}
                    className="group block w-full overflow-hidden rounded-xl bg-slate-900 text-left ring-1 ring-slate-800"
                  >
                    {/* Named by what it opens, then its visible text (label in name). */}
                    <span className="sr-only">
                      {words.open({ name: photo.user_name, station: photo.station })}
                    </span>
                    <img
                      src={photo.thumbnail_url}
                      alt=""
                      loading="lazy"
                      width={320}
                      height={320}
                      className="aspect-square w-full object-cover transition group-hover:opacity-90"
                    />
                    <span className="block truncate px-2 py-1 text-sm font-semibold text-slate-100">
                      {photo.user_name} · {photo.station}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {/* A pager only when there is another page to go to. */}
            {(page > 0 || data.has_more) && (
              <nav aria-label={words.title} className="mt-4 flex items-center justify-between gap-2">
                <button
                  type="button"
                  disabled={page === 0}
                  onClick={() => setPage((current) => current - 1)}
                  className="btn-secondary inline-flex px-3"
                >
                  <ChevronLeft aria-hidden="true" className="h-5 w-5" />
                  {words.previous}
                </button>
                <span className="min-w-0 text-center font-semibold text-slate-200">
                  {words.page({ page: page + 1 })}
                </span>
                <button
                  type="button"
                  disabled={!data.has_more}
                  onClick={() => setPage((current) => current + 1)}
                  className="btn-secondary inline-flex px-3"
                >
                  {words.next}
                  <ChevronRight aria-hidden="true" className="h-5 w-5" />
                </button>
              </nav>
            )}
          </>
        )}
      </div>
      {open && <PhotoViewer photo={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
