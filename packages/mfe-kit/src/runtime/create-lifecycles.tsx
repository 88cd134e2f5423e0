import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorState } from '@mikro/ui/core';
import { AppProviders } from './AppProviders';
import { REMOTE_OUTLET_ID, type MountProps } from './contract';

function outlet(): HTMLElement {
  const element = document.getElementById(REMOTE_OUTLET_ID);
  if (!element) throw new Error(`The shell has no #${REMOTE_OUTLET_ID} to mount into`);
  return element;
}

/** single-spa lifecycles for a remote's root component, wrapped in the shared providers. */
export function createLifecycles(Root: ComponentType<MountProps>) {
  function RemoteRoot(props: MountProps) {
    return (
      <AppProviders>
        <Root {...props} />
      </AppProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    domElementGetter: outlet,
    errorBoundary: (error: Error) => (
      <AppProviders>
        <ErrorState message={`Ocurrió un error en este módulo: ${error.message}`} />
      </AppProviders>
    ),
  });
}
