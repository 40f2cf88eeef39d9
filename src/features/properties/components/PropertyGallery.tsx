import { PackedImg } from '@/components/ui/PackedImg'
import type { ResponsiveImage } from '@/features/media/image'
import { packImage } from '@/features/media/packed-image'

/**
 * The photo gallery without JavaScript: the cover photo loads first (eager, high priority), the
 * others sit in a keyboard-scrollable, scroll-snapping strip and load lazily. Packed images keep
 * the page's payload small (PackedImg).
 */
export function PropertyGallery({ images, name }: { images: ResponsiveImage[]; name: string }) {
  const [cover, ...more] = images
  if (!cover) return null
  return (
    <div className="mt-6">
      <PackedImg
        image={packImage(cover)}
        priority
        sizes="(min-width:1280px) 1200px,100vw"
        className="aspect-[16/9] max-h-[560px] w-full rounded-2xl bg-surface object-cover"
      />
      {more.length > 0 ? (
        <div
          role="region"
          aria-label={`More photos of ${name}`}
          tabIndex={0}
          className="mt-3 overflow-x-auto pb-2 [scroll-snap-type:x_mandatory]"
        >
          <ul className="flex gap-3">
            {more.map((image) => (
              <li key={image.src} className="gallery-item">
                <PackedImg
                  image={packImage(image)}
                  sizes="(min-width:1024px) 300px,(min-width:640px) 40vw,70vw"
                  className="gallery-img"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
