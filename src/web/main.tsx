import './app/app.css';
import { whenFirstScreenPainted } from './app/when-first-screen-painted';

/** Lets the browser paint and handle input between two long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// When the server has drawn the page, the app's code is fetched and run only once the first
// screen's images have painted: on a slow phone its download would share the network with them,
// and evaluating it and hydrating are the page's longest tasks. React DOM is evaluated in a task
// of its own, and the app (router, shell, page) in the next, so neither blocks input for long.
void whenFirstScreenPainted()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./boot'));
