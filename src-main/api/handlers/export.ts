import { ApiError } from '@shared/api-envelope'
import type { Catalogs } from '../../catalog/catalogs'
import { saveWithDialog, type DesktopFiles } from '../../export/save-file'
import { mainGame } from '../../games'
import type { HandlerTable } from '../dispatch'
import { exportLookup } from './card-lookup'

export function exportHandlers(catalogs: Catalogs, files: DesktopFiles | null, clock: () => Date = () => new Date()): Pick<HandlerTable, 'export.saveFile' | 'export.sheetPdf'> {
  return {
    // Writing where the user chose is only for the desktop window: over HTTP (a browser tab) the
    // renderer downloads instead, and the CLI writes its own files.
    'export.saveFile': async (request, { transport }) => {
      if (transport !== 'ipc') throw new ApiError('invalid-request', 'export.saveFile is only available in the desktop app (a browser downloads the file instead)')
      if (!files) throw new ApiError('internal', 'No save dialog in this process')
      return saveWithDialog(files, request)
    },
    'export.sheetPdf': async ({ game, language, ...request }) => {
      const sheet = mainGame(game).sheet
      if (!sheet) throw new ApiError('invalid-request', `The game ${game} has no deck sheet`)
      const lookup = exportLookup(game, catalogs[game].cardResolver(), language)
      const now = clock()
      const date = request.date ?? localDate(now)
      const { bytes, pages } = await sheet.make({ ...request, date }, lookup, now)
      return { base64: Buffer.from(bytes).toString('base64'), fileName: sheet.fileName(request.deckName), pages }
    },
  }
}

function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
