import type { LabService } from '../../lab/lab-service'
import type { HandlerTable } from '../dispatch'

export function labHandlers(lab: LabService): Pick<HandlerTable, `lab.${string}` & keyof HandlerTable> {
  return {
    'lab.start': (request) => lab.start(request),
    'lab.compare': (request) => lab.compare(request),
    'lab.status': ({ jobId }) => lab.status(jobId),
    'lab.result': ({ jobId }) => lab.result(jobId),
    'lab.cancel': ({ jobId }) => lab.cancel(jobId),
  }
}
