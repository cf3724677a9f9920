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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HeraldApplication) app = NULL;

  /* A file-size limit (ulimit -f) makes a write past it fail with EFBIG, which the save turns
   * into its "Not saved" bar, instead of killing Herald with SIGXFSZ and the step on screen
   * with it (breaker report 14, B14-2) */
  signal (SIGXFSZ, SIG_IGN);

  /* HERALD_LOCALEDIR lets the tests run the app on the translations of the build tree */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HERALD_LOCALEDIR") != NULL ? g_getenv ("HERALD_LOCALEDIR")
                                                                        : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = herald_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
