/* herald-style.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Herald's stylesheets beside the one AdwApplication loads itself (style.css). The table's rules
 * (style-table.css: the cards, the dice, the turn) are a third of Herald's CSS, and the start
 * page uses none of them: parsed at start-up they cost the first frame about 4.4 M instructions
 * (issue 14, docs/performance.md). They are parsed the first time a table, a card or the dice
 * are made, for the display of the application's stylesheet. High contrast's rules
 * (style-high-contrast.css) are parsed only when high contrast is on, at start-up or later:
 * AdwApplication parses a style-hc.css at start-up whether it is on or not. */

#include "config.h"

#include <adwaita.h>

#include "herald-style.h"

#define TABLE_RESOURCE "/io/github/herald/Herald/style-table.css"
#define HIGH_CONTRAST_RESOURCE "/io/github/herald/Herald/style-high-contrast.css"

/* whether the application's stylesheet is in use (herald_style_init ()), whether the table's
 * rules were asked for, and their provider once parsed */
static gboolean style_in_use;
static gboolean table_wanted;
static GtkCssProvider *table_provider;
/* high contrast's rules, once parsed, and whether they are on the display */
static GtkCssProvider *high_contrast_provider;
static gboolean high_contrast_added;

static void load_table (void);

/* High contrast's rules on the display while high contrast is on, at style.css's priority and
 * after it (as AdwApplication puts a style-hc.css): they win over style.css's and over the
 * table's, one step under */
static void
high_contrast_cb (AdwStyleManager *manager)
{
  GdkDisplay *display = gdk_display_get_default ();
  gboolean on = adw_style_manager_get_high_contrast (manager);

  if (display == NULL || on == high_contrast_added)
    return;
  if (on)
    {
      if (high_contrast_provider == NULL)
        {
          high_contrast_provider = gtk_css_provider_new ();
          gtk_css_provider_load_from_resource (high_contrast_provider, HIGH_CONTRAST_RESOURCE);
        }
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (high_contrast_provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
  else
    {
      gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (high_contrast_provider));
    }
  high_contrast_added = on;
}

/**
 * herald_style_init:
 *
 * Says that the application's stylesheet is in use on the default display: Herald's startup,
 * after AdwApplication's has loaded style.css, or a test that loaded it itself. From then on
 * herald_style_ensure_table () parses the table's rules when they are first needed, and at once
 * if they were asked for before (a test that made its window first). Without it (widgets made
 * in a test without the application's stylesheet) nothing is loaded. High contrast's rules
 * follow high contrast from then on.
 */
void
herald_style_init (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  if (!style_in_use)
    g_signal_connect (manager, "notify::high-contrast", G_CALLBACK (high_contrast_cb), NULL);
  style_in_use = TRUE;
  high_contrast_cb (manager);
  if (table_wanted)
    load_table ();
}

/**
 * herald_style_ensure_table:
 *
 * Loads the table's rules (style-table.css) for the default display, once, if the
 * application's stylesheet is in use (herald_style_init ()). Called wherever the widgets that
 * use them are made: the window's table, a player's card, the dice panel, Enter Dice.
 */
void
herald_style_ensure_table (void)
{
  table_wanted = TRUE;
  if (style_in_use)
    load_table ();
}

static void
load_table (void)
{
  GdkDisplay *display;

  if (table_provider != NULL)
    return;
  display = gdk_display_get_default ();
  if (display == NULL)
    return;

  table_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (table_provider, TABLE_RESOURCE);
  /* one step under style.css and high contrast's rules (both at APPLICATION): high contrast's
   * overrides of the table's rules win over them however late the table comes, as they did
   * when the rules were style.css's; no rule of style.css sets a property of an element the
   * table's rules style */
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (table_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1);
}
