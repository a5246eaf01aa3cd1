import type { ImageService } from '../../images/image-service'
import type { HandlerTable } from '../dispatch'

export function imageHandlers(images: ImageService): Pick<HandlerTable, `images.${string}` & keyof HandlerTable> {
  return {
    'images.prefetch': ({ game, codes }) => images.prefetch(codes, game),
    'images.jobStatus': ({ jobId }) => images.jobStatus(jobId),
    'images.cancel': ({ jobId }) => images.cancel(jobId),
    'images.cacheInfo': () => images.cacheInfo(),
    'images.clearCache': () => images.clearCache(),
    'images.setSettings': (request) => images.setSettings(request),
  }
}
