// Top of the route tree: a light placeholder while a page's chunk loads.
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Suspense
        fallback={
          <Center h="100vh" aria-busy="true" aria-label="Carregando">
            <Loader size="sm" type="dots" />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
