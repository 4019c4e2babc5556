// The error boundary of the admin's modal routes (/admin/<list>/<id>/edit|delete): a row that no
// longer exists, or a read that failed, shows as a modal over its list, inside the admin layout,
// with the route's own text ("Post not found."), instead of the site's bare error page.
import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { Modal } from './modal.tsx'
import { StatusMessage } from './status-message.tsx'
import { TOO_MANY } from './admin-error-page.tsx'

export function AdminModalError() {
  const error = useRouteError()
  const { pathname } = useLocation()
  // /admin/services/7/edit → /admin/services
  const listUrl = pathname.split('/').slice(0, -2).join('/') || '/admin'
  const text =
    isRouteErrorResponse(error) && error.status === 429
      ? TOO_MANY
      : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
        ? error.data
        : isRouteErrorResponse(error) && error.status === 404
          ? 'Not found.'
          : 'An error occurred: Something went wrong on our side.'
  return (
    <Modal
      title={isRouteErrorResponse(error) && error.status === 404 ? 'Not found' : 'Error'}
      closeTo={listUrl}
    >
      {/* The status line and the modal's title show in the admin's language. */}
      <StatusMessage kind="error">{text}</StatusMessage>
    </Modal>
  )
}
