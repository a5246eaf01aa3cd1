import type { CardSetStore } from '../../card-sets/card-set-store'
import type { HandlerTable } from '../dispatch'

export function setHandlers(sets: CardSetStore): Pick<HandlerTable, `sets.${string}` & keyof HandlerTable> {
  return {
    'sets.spec': ({ game }) => sets.specView(game),
    'sets.list': ({ game }) => sets.list(game),
    'sets.get': ({ game, id }) => sets.get(game, id),
    'sets.save': (request) => sets.save(request),
    'sets.delete': ({ game, id, revision }) => sets.remove(game, id, revision),
    'sets.import': (request) => sets.importFile(request),
    'sets.export': ({ game, id, format }) => sets.export(game, id, format),
    'sets.attachImage': ({ game, base64 }) => sets.attachPicture(game, Buffer.from(base64, 'base64')),
    'sets.picture': ({ game, picture }) => sets.pictureBase64(game, picture),
    'sets.restore': (request) => sets.restore(request),
    'sets.options': ({ game, hideDemo }) => (hideDemo === undefined ? sets.setOptionsOf(game) : sets.saveSetOptions(game, { hideDemo })),
  }
}
