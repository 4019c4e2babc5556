// The route file of the registry's /api doors (app/api/kind-doors.server.ts): remix.config.ts mounts
// it at each address of db/kinds.ts's DOOR_ROUTES, under the id a route file there would have had.
import { registryDoor } from '#app/api/kind-doors.server.ts'

export const loader = registryDoor

export const action = loader
