/* main.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>

#include <glib/gi18n.h>

#include "herald-application.h"
#include "herald-locale.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HeraldApplication) app = NULL;

  /* A file-size limit (ulimit -f) makes a write past it fail with EFBIG, which the save turns
   * into its "Not saved" bar, instead of killing Herald with SIGXFSZ and the step on screen
   * with it (breaker report 14, B14-2) */
  signal (SIGXFSZ, SIG_IGN);

  /* the installed translations, or the build tree's when run from it (herald-locale.c) */
  herald_bind_text_domain ();

  app = herald_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
