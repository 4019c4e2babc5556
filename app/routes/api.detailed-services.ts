import { collectionDoor } from '#app/api/api-collection.server.ts'
import {
  createDetailedService,
  getDetailedService,
  DetailedServiceInputSchema,
  listDetailedServices,
} from '#app/models/detailed-service.server.ts'

export const loader = collectionDoor({
  kind: 'detailed-service',
  input: DetailedServiceInputSchema,
  list: listDetailedServices,
  create: createDetailedService,
  read: getDetailedService,
})

export const action = loader
