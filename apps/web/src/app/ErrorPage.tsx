import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's default error page. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <div className="gm-error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <p>{detail}</p>}
      <a href="/">Back to GM Claim</a>
    </div>
  );
}
