import { Route, Routes } from 'react-router'
import { RootLayout } from './layout/root-layout'
import { paths, type PathName } from '../config/paths'
import { screens } from './screens'

const pages = Object.keys(paths) as PathName[]
const NotFound = screens.notFound.Component

// Declarative routes rather than the data router: the shop loads its data with TanStack Query
// (filled from the server's HTML on the first load), and the data router's 15 KB gzip did not
// fit the first visit's budget (docs/decisions/004). The router itself comes from the caller:
// the browser's history in main.tsx, a fixed location on the server (entry-server.tsx).
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map((name) => {
          const Screen = screens[name].Component
          return name === 'home' ? (
            <Route key={name} index element={<Screen />} />
          ) : (
            <Route key={name} path={paths[name].slice(1)} element={<Screen />} />
          )
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
