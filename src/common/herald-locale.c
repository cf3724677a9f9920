/* herald-locale.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where herald and herald-cli find their translations (herald-locale.h). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-locale.h"

/* The build tree a program runs from: meson puts the executables in <build>/src and the
 * catalogues in <build>/po, and marks the tree with <build>/meson-private. An installed
 * program (/usr/bin) has no such neighbours. */
static char *
build_tree_locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *bin = NULL;
  g_autofree char *root = NULL;
  g_autofree char *marker = NULL;
  g_autofree char *po = NULL;

  if (exe == NULL || !g_path_is_absolute (exe))
    return NULL;
  bin = g_path_get_dirname (exe);
  root = g_path_get_dirname (bin);
  marker = g_build_filename (root, "meson-private", NULL);
  po = g_build_filename (root, "po", NULL);
  if (!g_file_test (marker, G_FILE_TEST_IS_DIR) || !g_file_test (po, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_steal_pointer (&po);
}

/**
 * herald_locale_dir:
 *
 * The folder of Herald's catalogues: `HERALD_LOCALEDIR` when it is set (the tests,
 * `meson devenv`); the build tree's own when the program runs from one
 * (`build/src/herald-cli` as README says: it spoke English with the system's German
 * reasons in it, newcomer report 23, N23-7); else the installed ones (`LOCALEDIR`).
 *
 * Returns: (transfer none): the folder, for bindtextdomain()
 */
const char *
herald_locale_dir (void)
{
  static char *dir;

  if (g_getenv ("HERALD_LOCALEDIR") != NULL)
    return g_getenv ("HERALD_LOCALEDIR");
  if (dir == NULL)
    {
      dir = build_tree_locale_dir ();
      if (dir == NULL)
        dir = g_strdup (LOCALEDIR);
    }
  return dir;
}

/**
 * herald_bind_text_domain:
 *
 * Makes Herald's catalogue (from herald_locale_dir()) the program's, in UTF-8.
 */
void
herald_bind_text_domain (void)
{
  bindtextdomain (GETTEXT_PACKAGE, herald_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
