import { redirect, type RouteObject } from 'react-router';
import { HomePage } from '../pages/HomePage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { Layout } from './Layout.js';

/** The route table of spec 2 (grows issue by issue). */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      { index: true, Component: HomePage },
      { path: 'home', loader: () => redirect('/') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
