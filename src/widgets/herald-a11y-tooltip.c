/* herald-a11y-tooltip.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-tooltip.h"
#include "herald-widget-update.h"

/* A tooltip that repeats the name. GTK 4.8 makes a widget's tooltip its accessible
 * description, and a screen reader reads the description after the name: a button whose
 * tooltip is its label, or part of its name, was said twice ("History push button. History";
 * "Player 2 colour: Blue push button. Blue"; the points button's whole breakdown twice;
 * newcomer report 14, N14-2). Such a widget's description is empty (an empty description is
 * not spoken; without one GTK would describe the widget by its tooltip again); its tooltip
 * still shows. A tooltip that says more than the name stays the description. */

#define TRACKED_KEY "herald-a11y-tooltip-tracked"
/* set while the tooltip repeats the name: herald_restore_description () gives an empty
 * description back, not none */
#define REPEATS_KEY "herald-a11y-tooltip-repeats"
/* set while the label of herald_update_described () does not describe the widget */
#define DESCRIBED_OFF_KEY "herald-a11y-described-off"

/* The texts of the labels inside @widget, as GTK 4.8 names a control by its content */
static void
append_content (GtkWidget *widget,
                GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, gtk_label_get_text (GTK_LABEL (widget)));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_content (child, text);
}

/* Whether @widget has a description: FALSE too without an accessibility backend
 * (GTK_A11Y=none), where gtk_test_accessible_check_property () has no context to read and
 * warned with a Gtk-CRITICAL at every tooltip */
static gboolean
described (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The name a screen reader reads for @widget, as near as it can be known in-process: its
 * label property, else its button label, else the text it shows */
static char *
name_of (GtkWidget *widget)
{
  GString *text;

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    /* the value as text: it differs from "\001" (GTK 4.8 has no getter of a property) */
    return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "\001");
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return herald_a11y_strip_mnemonic (gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    return herald_a11y_strip_mnemonic (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)));
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget))
    return NULL;  /* a container's name is not its content */
  text = g_string_new (NULL);
  append_content (widget, text);
  return g_string_free (text, FALSE);
}

/* @text folded to compare without case, as g_utf8_casefold () folds it (a character at a
 * time): an ASCII character without a look-up in its table */
static void
fold_into (const char *text,
           GString    *out)
{
  g_string_truncate (out, 0);
  for (const char *p = text; *p != '\0'; )
    {
      const char *next = p + 1;

      if ((guchar) *p < 0x80)
        {
          g_string_append_c (out, g_ascii_tolower (*p));
          p = next;
          continue;
        }
      while ((*next & 0xC0) == 0x80)
        next++;
      {
        g_autofree char *folded = g_utf8_casefold (p, next - p);

        g_string_append (out, folded);
      }
      p = next;
    }
}

/* The next word of the folded @p, its letters and digits between anything else ("delete
 * game" → "delete", then "game"): where it starts (@start) and its length (@len); returns
 * where to look for the one after it, %NULL when there is none */
static const char *
next_word (const char  *p,
           const char **start,
           gsize       *len)
{
  const char *word = NULL;

  while (*p != '\0')
    {
      const char *next = p + 1;
      gboolean alnum;

      if ((guchar) *p < 0x80)
        alnum = g_ascii_isalnum (*p);
      else
        {
          while ((*next & 0xC0) == 0x80)
            next++;
          alnum = g_unichar_isalnum (g_utf8_get_char (p));
        }
      if (alnum && word == NULL)
        word = p;
      else if (!alnum && word != NULL)
        {
          *start = word;
          *len = p - word;
          return next;
        }
      p = next;
    }
  if (word == NULL)
    return NULL;
  *start = word;
  *len = p - word;
  return p;
}

/* Whether the folded @name has the word @word (@len bytes) */
static gboolean
has_word (const char *name,
          const char *word,
          gsize       len)
{
  const char *start;
  gsize n;

  for (const char *p = name; (p = next_word (p, &start, &n)) != NULL; )
    if (n == len && memcmp (start, word, len) == 0)
      return TRUE;
  return FALSE;
}

/* the words of texts compared (herald_a11y_get_words_compared ()) */
static guint words_compared;

guint
herald_a11y_get_words_compared (void)
{
  return words_compared;
}

/* herald_a11y_repeats_name ()'s answers by name and text ("name\037text"), the main
 * thread's only */
static GHashTable *answers;
#define REPEATS_KEPT 1024

/**
 * herald_a11y_repeats_name:
 * @widget: a widget
 * @text: (nullable): a text that would describe @widget (its tooltip, a reason, a value)
 *
 * Whether @text says nothing @widget's name does not: @text, without its surrounding spaces,
 * is part of the name, or each of its words is a word of the name, whatever their case
 * ("Delete Game" of "Delete the game of Anna, Ben"; "White" of "Player 3 colour: White").
 * Orca 43 reads a description after the name however much it repeats it; such a text is
 * not to be a description (issue 11, verify report 14, V14-1).
 *
 * Returns: %TRUE when @text repeats the name; %FALSE without a text or a name
 */
gboolean
herald_a11y_repeats_name (GtkWidget  *widget,
                          const char *text)
{
  g_autofree char *name = NULL;
  g_autofree char *trimmed = NULL;
  g_autoptr(GString) said = NULL;
  g_autoptr(GString) named = NULL;
  gsize len;
  g_autofree char *key = NULL;
  gpointer answer;
  gboolean repeats;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (text == NULL || *text == '\0')
    return FALSE;
  name = name_of (widget);
  if (name == NULL || *name == '\0')
    return FALSE;
  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    return FALSE;
  if (strstr (name, trimmed) != NULL)
    return TRUE;
  /* the answer for a name and a text is kept: a knight's name, its reasons and the cards'
   * buttons' are asked about at every step, and cutting them into folded words was an
   * eighth of a step's instructions (docs/performance.md, thirteenth round) */
  key = g_strconcat (name, "\037", trimmed, NULL);
  if (answers != NULL && g_hash_table_lookup_extended (answers, key, NULL, &answer))
    return GPOINTER_TO_INT (answer);
  /* each word of the text looked for among the name's, up to the first that is not there
   * (a knight's tooltip, its name and then its reasons, is answered at the reasons' first
   * word): the texts are folded once, and no word is copied. Cutting both into arrays of
   * folded words was most of the answer (docs/performance.md, twenty-third round) */
  said = g_string_new (NULL);
  named = g_string_new (NULL);
  fold_into (trimmed, said);
  fold_into (name, named);
  repeats = FALSE;
  for (const char *p = said->str, *word; (p = next_word (p, &word, &len)) != NULL; )
    {
      words_compared++;
      repeats = has_word (named->str, word, len);
      if (!repeats)
        break;
    }
  if (answers == NULL)
    answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* a bound on what is kept: names and reasons change with the game */
  if (g_hash_table_size (answers) >= REPEATS_KEPT)
    g_hash_table_remove_all (answers);
  g_hash_table_insert (answers, g_steal_pointer (&key), GINT_TO_POINTER (repeats));
  return repeats;
}

/**
 * herald_a11y_tooltip_repeats_name:
 * @widget: a widget
 *
 * Whether @widget's tooltip says nothing its name does not (herald_a11y_repeats_name ()),
 * so that it is not its description.
 *
 * Returns: %TRUE when the tooltip is in the name; %FALSE without a tooltip
 */
gboolean
herald_a11y_tooltip_repeats_name (GtkWidget *widget)
{
  return herald_a11y_repeats_name (widget, herald_tooltip_get_text (widget));
}

/**
 * herald_a11y_tooltip_check:
 * @widget: a widget
 *
 * Gives @widget an empty accessible description while its tooltip repeats its name
 * (herald_a11y_tooltip_repeats_name ()), and its tooltip as description again when the
 * tooltip says more, on one line (herald_a11y_one_line ()). Called as the tooltip or the
 * name changes.
 */
void
herald_a11y_tooltip_check (GtkWidget *widget)
{
  gboolean repeats = herald_a11y_tooltip_repeats_name (widget);
  gboolean repeated = herald_get_data (widget, REPEATS_KEY) != NULL;

  /* the reason given on demand (herald_update_described ()), as the name changes */
  herald_a11y_described_check (widget);

  if (repeats)
    {
      /* set by gtk_widget_set_tooltip_text () just before */
      g_autofree char *other = described (widget) ?
                               gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "") : NULL;

      g_object_set_data (G_OBJECT (widget), REPEATS_KEY, GINT_TO_POINTER (TRUE));
      if (other != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
    }
  else
    {
      const char *tip = herald_tooltip_get_text (widget);
      /* on one line: speech-dispatcher 0.11 garbles a text with a line break, or loses it
       * (herald-a11y-lines.c); a knight's reasons are a line each. Without soft hyphens
       * too ("Wissen\u00ADschaft", herald_a11y_one_line ()). Only in place of the
       * tooltip GTK just made the description, not of another description given since */
      g_autofree char *line = tip != NULL && (strpbrk (tip, "\r\n") != NULL || herald_a11y_has_soft_hyphen (tip))
                              ? herald_a11y_one_line (tip) : NULL;
      g_autofree char *not_tip = line == NULL ? NULL :
                                 !described (widget) ? g_strdup ("") :
                                 gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip);

      g_object_set_data (G_OBJECT (widget), REPEATS_KEY, NULL);
      if (line != NULL && (repeated || not_tip == NULL))
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line, -1);
      else if (repeated && tip != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
      else if (repeated)
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static void
tooltip_changed_cb (GtkWidget *widget)
{
  herald_a11y_tooltip_check (widget);
}

/**
 * herald_a11y_tooltip_changed:
 * @widget: a widget whose tooltip herald_tooltip_set_on_demand () changed
 *
 * Gives @widget the description its new tooltip makes, in one update: for a widget watched
 * by herald_a11y_tooltip_track (), what herald_a11y_tooltip_check () leaves after a change of
 * #GtkWidget:tooltip-text (an empty description while the tooltip repeats the name, else the
 * tooltip on one line, none without one); for any other, the tooltip as GTK 4.8 makes it the
 * description, checked as the widget is realized. The tooltip was given as the description
 * first and then again on one line, two events to a screen reader at each change of a
 * knight's reasons, and read back through GTK's test API to tell which it was
 * (docs/performance.md, twenty-seventh round).
 */
void
herald_a11y_tooltip_changed (GtkWidget *widget)
{
  const char *tip = herald_tooltip_get_text (widget);
  gboolean repeats;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (herald_get_data (widget, TRACKED_KEY) == NULL)
    {
      if (tip != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  repeats = herald_a11y_repeats_name (widget, tip);
  g_object_set_data (G_OBJECT (widget), REPEATS_KEY, repeats ? GINT_TO_POINTER (TRUE) : NULL);
  if (repeats)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  else if (tip == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else if (strpbrk (tip, "\r\n") != NULL || herald_a11y_has_soft_hyphen (tip))
    {
      /* on one line, without soft hyphens (herald_a11y_tooltip_check ()) */
      g_autofree char *line = herald_a11y_one_line (tip);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line, -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
  /* the reason given on demand (herald_update_described ()), as herald_a11y_tooltip_check () */
  herald_a11y_described_check (widget);
}

/**
 * herald_a11y_tooltip_track:
 * @widget: a widget being realized
 *
 * Keeps a control's tooltip from being its description while the tooltip repeats its name
 * (herald_a11y_tooltip_check ()), now and as its tooltip or its label changes. Buttons,
 * menu buttons and check buttons are watched, and any other widget that has a tooltip
 * already; their tooltips are also kept no wider than the window (herald_tooltip_track ()).
 * Calling it again does nothing more.
 */
void
herald_a11y_tooltip_track (GtkWidget *widget)
{
  if (herald_get_data (widget, TRACKED_KEY) != NULL)
    {
      herald_a11y_tooltip_check (widget);
      return;
    }
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget)
      && herald_tooltip_get_text (widget) == NULL)
    return;

  g_object_set_data (G_OBJECT (widget), TRACKED_KEY, GINT_TO_POINTER (TRUE));
  g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (tooltip_changed_cb), NULL);
  /* and shown no wider than its window (herald-tooltip.c) */
  herald_tooltip_track (widget);
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget))
    g_signal_connect_after (widget, "notify::label", G_CALLBACK (tooltip_changed_cb), NULL);
  herald_a11y_tooltip_check (widget);
}

static void
described_check (GtkWidget *widget,
                 gboolean   left);

/**
 * herald_a11y_described_check:
 * @widget: a widget
 *
 * @widget is described by the label that says the text herald_update_described () gave it
 * (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY) while the text says more than @widget's name, and
 * by nothing while it repeats the name (herald_a11y_repeats_name ()) or there is none: Orca
 * 43 reads what a described-by relation points to after the name ("Correct: White has one
 * settlement less push button. Correct: White has one settlement less."; verify report 14,
 * V14-1), and an empty label by its class ("GtkLabel"). The tooltip still shows the text.
 * Called as the text or the name changes; while an announcement is the description the
 * relation is left to herald-a11y.c, which gives it back through
 * herald_restore_description ().
 */
void
herald_a11y_described_check (GtkWidget *widget)
{
  described_check (widget, FALSE);
}

/**
 * herald_a11y_described_check_left:
 * @widget: a control the step that turns it off handed the focus from, to another control,
 *   before turning it off (herald_window_give_roll_early (): End Turn to Roll)
 *
 * herald_a11y_described_check () as if @widget had lost the focus to nothing as it turned
 * off, which GTK would have done: a screen reader behind the focus is still on it, and its
 * new refusal waits until the focus has been elsewhere a while (N22-12, N23-2).
 */
void
herald_a11y_described_check_left (GtkWidget *widget)
{
  described_check (widget, TRUE);
}

static void
described_check (GtkWidget *widget,
                 gboolean   left)
{
  GtkWidget *label = herald_get_data (widget, "herald-described-label");
  const char *text = herald_get_data (widget, "herald-described");
  gboolean says = text != NULL && !herald_a11y_repeats_name (widget, text);
  gboolean off = herald_get_data (widget, DESCRIBED_OFF_KEY) != NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (label == NULL)
    return;
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), says ? text : "") != 0)
    gtk_label_set_label (GTK_LABEL (label), says ? text : "");
  if (herald_get_data (widget, "herald-a11y-undescribed") != NULL
      || herald_get_data (widget, "herald-description-relation") != NULL)
    return;  /* an announcement's (herald-a11y.c) */
  if (!says && !off)
    {
      g_object_set_data (G_OBJECT (widget), DESCRIBED_OFF_KEY, GINT_TO_POINTER (TRUE));
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
    }
  else if (says && off && !gtk_widget_is_sensitive (widget) && (left || herald_a11y_focus_is_on (widget)))
    /* Turned off under the focus (it lost the focus to nothing, or has it yet): a screen
     * reader behind reads it now, with what describes it then. End Turn, pressed by
     * Ctrl+Return as Enter Dice had just closed, was presented by Orca after the turn had
     * ended, with the next turn's refusal: "End Turn push button. Cannot end the turn: Ana
     * has not rolled yet." (N22-12, N23-2). The label describes it again once the focus has
     * been elsewhere a while, and only when it is on again (herald_restore_description ()) */
    herald_restore_description (widget, NULL, label);
  else if (says && off)
    {
      g_object_set_data (G_OBJECT (widget), DESCRIBED_OFF_KEY, NULL);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      label, NULL, -1);
    }
}

/**
 * herald_a11y_describes:
 * @widget: a widget
 * @other: a widget that would describe @widget (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY)
 *
 * Whether @other says more than @widget's name: the label of herald_update_described ()
 * while its text does (herald_a11y_described_check ()); any other widget while its name
 * does (a menu button describes the button inside it by its name, which is the inner
 * button's: "White’s Basic knight, inactive push button. White’s Basic knight, inactive."
 * after an announcement; verify report 14, V14-1).
 *
 * Returns: %TRUE when @other is to describe @widget
 */
gboolean
herald_a11y_describes (GtkWidget *widget,
                       GtkWidget *other)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (widget) && GTK_IS_WIDGET (other), FALSE);

  if (other == herald_get_data (widget, "herald-described-label"))
    {
      const char *text = herald_get_data (widget, "herald-described");
      gboolean says = text != NULL && !herald_a11y_repeats_name (widget, text);

      g_object_set_data (G_OBJECT (widget), DESCRIBED_OFF_KEY, says ? NULL : GINT_TO_POINTER (TRUE));
      return says;
    }
  if (GTK_IS_LABEL (other))
    return TRUE;
  name = name_of (other);
  return !herald_a11y_repeats_name (widget, name);
}
